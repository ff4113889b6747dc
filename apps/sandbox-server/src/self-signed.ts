import { generateKeyPairSync } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

/** Long enough for any bench or demo; the pair is made again at every start. */
const VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A throwaway certificate for `host`, made when the server starts, so it can speak HTTP/2 (which
 * browsers only speak over TLS) as a deployed site does. Nobody trusts it: the browser that visits
 * must be told to ignore certificate errors. The key never leaves the process.
 */
export function selfSignedCertificate(host: string, now = new Date()): { key: string; cert: string } {
  // Node makes the key (fast, native); forge signs the certificate, which Node cannot.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = forge.util.bytesToHex(forge.random.getBytesSync(8)).replace(/^[89a-f]/, '0');
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + VALIDITY_MS);
  const name = [{ name: 'commonName', value: host }];
  cert.setSubject(name);
  cert.setIssuer(name);
  // Type 7 is an IP address, 2 a DNS name (RFC 5280); browsers match the host against these only.
  cert.setExtensions([{ name: 'subjectAltName', altNames: [isIP(host) ? { type: 7, ip: host } : { type: 2, value: host }] }]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { key: privateKey, cert: forge.pki.certificateToPem(cert) };
}
