/** The subject and plain text of an alert e-mail (decision 0029). */
export function alertEmailText(alert: { title: string; body: string; link: string | null; marina: string }): {
  subject: string;
  body: string;
} {
  const lines = [alert.title, '', ...(alert.body ? [alert.body, ''] : []), `Marina: ${alert.marina}`];
  if (alert.link) lines.push(`In Dockwatch: ${alert.link}`);
  lines.push(
    '',
    '--',
    `You get this e-mail as an admin of ${alert.marina}. Turn alert e-mails off under`,
    "'E-mail alerts' in Dockwatch's user menu; the bell keeps every alert.",
  );
  return { subject: `[Dockwatch] ${alert.title}`, body: `${lines.join('\n')}\n` };
}
