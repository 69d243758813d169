import http from "node:http";

/**
 * The yardstick: a bare node:http server answering every request with bytes captured from the
 * gateway. Started as its own process so it competes for the CPU exactly like the gateway does.
 */
const [port, contentType, bodyBase64] = process.argv.slice(2);
const body = Buffer.from(bodyBase64 ?? "", "base64");

http
  .createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": contentType, "content-length": body.length });
      res.end(body);
    });
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
