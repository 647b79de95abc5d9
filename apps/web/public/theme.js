// « Apparence » before the first paint (issue 29, decision 077): the choice `src/lib/theme.ts` keeps
// on this device. A file, not an inline script: the CSP allows scripts from 'self' only.
(() => {
  let choice = null;
  try {
    choice = window.localStorage.getItem('elan:theme');
  } catch {
    // Blocked storage: the system's preference holds.
  }
  if (choice !== 'light' && choice !== 'dark') return;
  document.documentElement.setAttribute('data-theme', choice);
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', choice === 'dark' ? '#0c0a09' : '#FF6B35');
  }
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', choice);
})();
