import './app/mantine-styles';
import './app/global.css';
import { holdEarlyClicks } from './app/early-clicks';
import { startAfterFirstPaint } from './app/start-after-first-paint';

// The page the gateway rendered is shown before the app's code is fetched: fetching, evaluating and taking the page
// over would otherwise hold its first paint and its lead images back. Until the app has taken the page over, links
// work as plain links and a click on a button is held, then made again.
const earlyClicks = holdEarlyClicks(document);
startAfterFirstPaint(document, async () => {
  const { startShop } = await import('./main');
  await startShop(earlyClicks.release);
}).catch((error: unknown) => {
  earlyClicks.release();
  console.error('The shop could not start', error);
});
