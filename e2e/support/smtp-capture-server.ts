// The test run's mail server (the API tests' own), plus a small HTTP view of what it received
// (GET /messages) for the tests to read. Started by Playwright beside the shop.
import { createServer } from 'node:http';
import { startSmtpCapture } from '../../api/src/test-support/smtp-capture';

const smtp = await startSmtpCapture(Number(process.env.SMTP_PORT));

createServer((request, response) => {
  response.setHeader('Content-Type', 'application/json');
  response.end(request.url === '/messages' ? JSON.stringify(smtp.messages) : '{}');
}).listen(Number(process.env.HTTP_PORT), '127.0.0.1');
