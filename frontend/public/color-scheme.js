// Applies the visitor's saved colour scheme before the first paint of the server's HTML. A file,
// not inline code, so the Content-Security-Policy needs no 'unsafe-inline'. The key and words are
// those of src/app/color-scheme-manager.ts.
(function applySavedColorScheme() {
  var scheme = 'dark';
  try {
    var saved = window.localStorage.getItem('vite-ui-theme');
    if (saved === 'light') scheme = 'light';
    else if (saved === 'system' && !window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'light';
  } catch (error) {
    // Storage refused (private browsing): the default scheme stays.
  }
  var root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.classList.remove('light', 'dark');
  root.classList.add(scheme);
})();
