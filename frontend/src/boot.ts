import './app/mantine-styles';
import './app/global.css';
import { startAfterFirstPaint } from './app/start-after-first-paint';

// The page the gateway rendered is shown before the app's code runs: evaluating React, Mantine and Apollo and
// taking the page over would otherwise hold its first paint and its lead image back. The code is fetched
// meanwhile (the page preloads it), so only its running waits.
startAfterFirstPaint(document, () => import('./main')).catch((error: unknown) => {
  console.error('The shop could not start', error);
});
