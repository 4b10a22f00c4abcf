// The page's only script: the app starts once the server's markup has been painted. A public page
// rendered on the server shows its content with the HTML and the stylesheet alone; fetching the
// app's scripts before that paint would only compete with it on a phone's connection. A page
// without markup (a signed-in screen) paints empty and starts at once. A hidden tab paints no
// frame, hence the timeout beside the frame.
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./main.tsx');
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
