// The test run's mail server: a real SMTP server the shop sends to, and a small HTTP view of what it
// received (GET /messages) for the tests to read. Started by Playwright beside the shop.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    simpleParser(stream)
      .then((mail) => {
        for (const recipient of session.envelope.rcptTo) {
          received.push({
            to: recipient.address,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
        }
        done();
      })
      .catch(done);
  },
});
smtp.listen(Number(process.env.SMTP_PORT), '127.0.0.1');

createServer((request, response) => {
  response.setHeader('Content-Type', 'application/json');
  response.end(request.url === '/messages' ? JSON.stringify(received) : '{}');
}).listen(Number(process.env.HTTP_PORT), '127.0.0.1');
