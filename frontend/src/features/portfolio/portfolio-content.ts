import rawPortfolio from '../../content/portfolio.json';
import { parsePortfolio } from './parse-portfolio';

// Parsed when the page's code loads, so a mistake in the file fails loudly, not as a half-empty card.
export const portfolio = parsePortfolio(rawPortfolio);
