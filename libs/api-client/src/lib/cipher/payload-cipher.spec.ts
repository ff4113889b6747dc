import { describe, expect, it } from 'vitest';
import { OAEP, PAYLOAD, PLATFORM, PLATFORM_2048 } from './known-answers.fixture';
import { modulusBits } from './key-size';
import { decryptPayload, type MerchantKeys } from './merchant';
import { decryptOaep, encryptOaep } from './oaep';
import { decryptPlatform, encryptPlatform, randomPlatformKey, rsaDecryptKey, rsaEncryptKey } from './platform';
import { encryptPayload } from './payload';

const KEYS: MerchantKeys = { platform: PLATFORM_2048, oaep: OAEP };
const lowerCase = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('platform scheme (docs/api-contract.md: DES-ECB payload, textbook RSA of the reversed key)', () => {
  it('encrypts the payload to the known DES answer', () => {
    expect(encryptPlatform(PAYLOAD, PLATFORM.modulusHex, PLATFORM.key).body.value).toBe(PLATFORM.desBase64);
  });

  it('encrypts the key to the known RSA answer, as hex', () => {
    expect(rsaEncryptKey(PLATFORM.key, PLATFORM.modulusHex)).toBe(PLATFORM.rsaHex);
  });

  it('reads a modulus answered with a line break around it, as the key-size check does', () => {
    expect(rsaEncryptKey(PLATFORM.key, ` ${PLATFORM.modulusHex}\n`)).toBe(PLATFORM.rsaHex);
  });

  it('sends the DES text as X-Digest and the modulus as X-RSA', () => {
    const { headers } = encryptPlatform(PAYLOAD, PLATFORM.modulusHex, PLATFORM.key);
    expect(headers).toEqual({ Encryption: PLATFORM.rsaHex, 'X-Digest': PLATFORM.desBase64, 'X-RSA': PLATFORM.modulusHex });
  });

  it('decrypts the known answer with the private exponent', () => {
    expect(rsaDecryptKey(PLATFORM.rsaHex, PLATFORM.modulusHex, PLATFORM.privateExponentHex)).toBe(PLATFORM.key);
    expect(
      decryptPlatform(
        { body: { value: PLATFORM.desBase64 }, headers: { Encryption: PLATFORM.rsaHex } },
        PLATFORM.modulusHex,
        PLATFORM.privateExponentHex,
      ),
    ).toEqual(PAYLOAD);
  });

  it('makes a fresh 16-character alphanumeric key each time', () => {
    const keys = new Set(Array.from({ length: 20 }, randomPlatformKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});

describe('modern scheme (RSA-OAEP SHA-256 wrapping an AES-256-GCM key)', () => {
  it('seals the payload to the known AES-GCM answer for a given key and IV', async () => {
    const { body } = await encryptOaep(PAYLOAD, OAEP.modulusHex, { aesKey: OAEP.aesKey, iv: OAEP.iv });
    expect(body.value).toBe(OAEP.valueBase64);
  });

  it('decrypts a key wrapped by OpenSSL and the known payload', async () => {
    const request = { body: { value: OAEP.valueBase64 }, headers: { Encryption: OAEP.wrappedKeyBase64 } };
    expect(await decryptOaep(request, OAEP.privateKeyPkcs8)).toEqual(PAYLOAD);
  });

  it('refuses a payload whose ciphertext was altered', async () => {
    const value = OAEP.valueBase64.replace(/^oKGi/, 'oKGj');
    await expect(decryptOaep({ body: { value }, headers: { Encryption: OAEP.wrappedKeyBase64 } }, OAEP.privateKeyPkcs8)).rejects.toThrow();
  });
});

describe('one module for both schemes', () => {
  it.each(['platform-des-rsa', 'rsa-oaep-aes-gcm'] as const)('round-trips a payload with non-ASCII text through %s', async (scheme) => {
    const payload = { username: 'nguyễn_văn', password: 'Mật-khẩu#1', nested: { n: 1 } };
    const encrypted = await encryptPayload(scheme, payload, KEYS[scheme === 'platform-des-rsa' ? 'platform' : 'oaep'].modulusHex);
    expect(await decryptPayload({ body: encrypted.body, headers: lowerCase(encrypted.headers) }, KEYS)).toEqual(payload);
  });

  it('refuses a payload made for another key', async () => {
    const encrypted = await encryptPayload('platform-des-rsa', PAYLOAD, OAEP.modulusHex);
    await expect(decryptPayload({ body: encrypted.body, headers: lowerCase(encrypted.headers) }, KEYS)).rejects.toThrow('another key');
  });
});

describe('the merchant RSA key: the platform scheme takes 1024 bits (compatibility), the modern one 2048', () => {
  it('measures a modulus in bits, leading zero digits not counted', () => {
    expect(modulusBits(PLATFORM.modulusHex)).toBe(1024);
    expect(modulusBits(`00${OAEP.modulusHex}`)).toBe(2048);
    expect(modulusBits('1ff')).toBe(9);
  });

  it('the platform scheme encrypts with the incumbent’s 1024-bit key', async () => {
    const encrypted = await encryptPayload('platform-des-rsa', PAYLOAD, PLATFORM.modulusHex);
    expect(decryptPlatform(encrypted, PLATFORM.modulusHex, PLATFORM.privateExponentHex)).toEqual(PAYLOAD);
  });

  it('the platform scheme refuses a 512-bit key with a clear error', async () => {
    const short = PLATFORM.modulusHex.slice(0, 128);
    expect(modulusBits(short)).toBe(512);
    await expect(encryptPayload('platform-des-rsa', PAYLOAD, short)).rejects.toThrow(
      'The merchant RSA key has 512 bits; at least 1024 are required',
    );
  });

  it('the platform scheme refuses a key one bit short of 1024', async () => {
    const short = `7${PLATFORM.modulusHex.slice(1)}`;
    expect(modulusBits(short)).toBe(1023);
    await expect(encryptPayload('platform-des-rsa', PAYLOAD, short)).rejects.toThrow('at least 1024');
  });

  it('the modern scheme refuses a 1024-bit key with a clear error', async () => {
    await expect(encryptPayload('rsa-oaep-aes-gcm', PAYLOAD, PLATFORM.modulusHex)).rejects.toThrow(
      'The merchant RSA key has 1024 bits; at least 2048 are required',
    );
  });

  it('the modern scheme refuses a key one bit short of 2048', async () => {
    const short = `7${OAEP.modulusHex.slice(1)}`;
    expect(modulusBits(short)).toBe(2047);
    await expect(encryptPayload('rsa-oaep-aes-gcm', PAYLOAD, short)).rejects.toThrow('at least 2048');
  });

  it('refuses text that is not a modulus', async () => {
    await expect(encryptPayload('platform-des-rsa', PAYLOAD, 'not-hex')).rejects.toThrow('not a hexadecimal modulus');
  });
});
