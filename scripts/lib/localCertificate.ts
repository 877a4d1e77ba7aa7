/**
 * A throwaway certificate for 127.0.0.1, made with OpenSSL, so a local server can speak HTTP/2 (which
 * browsers use only over TLS) as the production host does. The browser that visits is told to accept
 * it (`--ignore-certificate-errors`); nothing else trusts it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function localCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "local-cert-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    const args = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"];
    const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
    try {
      execFileSync("openssl", [...args, ...subject, "-keyout", key, "-out", cert], { stdio: "ignore" });
    } catch (error) {
      throw new Error("A local certificate needs OpenSSL: sudo apt-get install -y openssl (.ci/run installs it)", {
        cause: error,
      });
    }
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
