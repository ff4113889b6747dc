import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service-path';

describe('customer-service path (spec §7: DES-ECB base64, then the 8-character key)', () => {
  // Known answer, computed independently: printf '/chat?room=vip' | openssl enc -des-ecb -K $(printf k9yPzQ2r | xxd -p) -nosalt -base64 -provider legacy -provider default
  const KNOWN = { path: '/chat?room=vip', key: 'k9yPzQ2r', encrypted: 'Lwhgg4XnNFvdS0Vuk+zo8Q==k9yPzQ2r' };

  it('decrypts a known answer', () => {
    expect(decryptCustomerServicePath(KNOWN.encrypted)).toBe(KNOWN.path);
  });

  it('encrypts to the same known answer', () => {
    expect(encryptCustomerServicePath(KNOWN.path, KNOWN.key)).toBe(KNOWN.encrypted);
  });

  it('round-trips a long URL with non-ASCII text', () => {
    const url = 'https://chat.example.test/livechat?name=Nguyễn&lang=VI&ref=đăng-ký';
    expect(decryptCustomerServicePath(encryptCustomerServicePath(url, 'Ab3$Ef7!'))).toBe(url);
  });

  it('refuses a path too short to carry a key', () => {
    expect(() => decryptCustomerServicePath('12345678')).toThrow('too short');
  });

  it('refuses ciphertext under the wrong key', () => {
    const encrypted = encryptCustomerServicePath('/chat', 'aaaaaaaa');
    expect(() => decryptCustomerServicePath(encrypted.slice(0, -8) + 'bbbbbbbb')).toThrow();
  });
});
