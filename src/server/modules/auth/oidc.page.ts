import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface SignInProblem {
  status: 400 | 403 | 404 | 502;
  title: string;
  message: string;
}

/**
 * A page of its own (no script, styles inline as the CSP allows) for a company sign-in that did
 * not end in a session: the browser arrives here from the provider, not from the app.
 */
export function sendSignInProblem(reply: FastifyReply, problem: SignInProblem): FastifyReply {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(problem.title)} · Dockwatch</title>
<style>
body{margin:0;min-height:100dvh;background:#0a3a69;color:#0b1524;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;display:flex;flex-direction:column;align-items:center;padding:2.5rem 1rem}
.brand{color:#fff;font-weight:700;font-size:1.875rem;letter-spacing:-.02em;margin-bottom:2rem}
main{background:#fff;border-radius:1rem;padding:1.25rem;max-width:24rem;width:100%;box-sizing:border-box;box-shadow:0 20px 25px -5px rgb(0 0 0/.25)}
h1{margin:0 0 .5rem;font-size:1.5rem}
p{margin:0 0 1.25rem;line-height:1.5;color:#465467}
a.button{display:flex;align-items:center;justify-content:center;min-height:3.25rem;border-radius:.75rem;background:#0a4a85;color:#fff;font-weight:600;font-size:1.125rem;text-decoration:none}
a.button:focus-visible{outline:3px solid #1f74c4;outline-offset:2px}
</style>
</head>
<body>
<div class="brand">Dockwatch</div>
<main>
<h1>${escapeHtml(problem.title)}</h1>
<p>${escapeHtml(problem.message)}</p>
<a class="button" href="/login">Back to sign in</a>
</main>
</body>
</html>`;
  return reply
    .code(problem.status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
