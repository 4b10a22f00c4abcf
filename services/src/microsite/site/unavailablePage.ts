// What an inactive or pending microsite's host shows: a small Spanish page, nothing of the platform.
import { MICROSITE_MESSAGES } from '@app/contracts';

export function unavailablePage(): string {
  const { unavailableTitle, unavailableText } = MICROSITE_MESSAGES;
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${unavailableTitle}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; color: #212529; background: #f8f9fa; }
      main { max-width: 28rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.75rem; margin: 0 0 0.75rem; }
      p { margin: 0; color: #495057; line-height: 1.5; }
    </style>
  </head>
  <body>
    <main>
      <h1>${unavailableTitle}</h1>
      <p>${unavailableText}</p>
    </main>
  </body>
</html>
`;
}
