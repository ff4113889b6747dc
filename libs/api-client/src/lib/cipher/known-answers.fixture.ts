/**
 * Known answers for the payload cipher, computed with OpenSSL 3.0 and Node's crypto (never with
 * node-forge or the code under test). Test keys made with `openssl genrsa`; not a merchant's.
 *
 * Platform scheme, key K3yF0rTest123456:
 *   DES:  printf '%s' "$PAYLOAD" | openssl enc -des-ecb -K $(printf K3yF0rTe | xxd -p) -nosalt -base64 -A -provider legacy -provider default
 *   RSA:  (head -c 112 /dev/zero; printf K3yF0rTest123456) > m.bin
 *         openssl pkeyutl -encrypt -pubin -inkey platform.pub -pkeyopt rsa_padding_mode:none -in m.bin | xxd -p
 *         (the key reversed and packed little-endian is its bytes read big-endian, left-padded to the modulus)
 * Modern scheme:
 *   AES:  node: createCipheriv('aes-256-gcm', key 00..1f, iv a0..ab), output iv ‖ ciphertext ‖ tag, base64
 *   OAEP: openssl pkeyutl -encrypt -pubin -inkey oaep.pub -pkeyopt rsa_padding_mode:oaep
 *         -pkeyopt rsa_oaep_md:sha256 -pkeyopt rsa_mgf1_md:sha256 -in aes.bin | base64 -w0
 */
export const PAYLOAD = { username: 'demo_member', password: 'Member#2024' };

export const PLATFORM = {
  modulusHex:
    'c9d3d5aba3c377c992054b63e9e14523b323767719ee0e4d4c384c76f89e567b2c6d4c172fe776d6311ee24d9f398c8581ec2213d06700fe35df4597e139c714e639740ae00537d095d626fc054b72f9f4006c40d7e6772be6af1d3976c03661b6b8ec2dec35d099b38dc0ba30059cab17b5f6cd9ac02373861d51a3151f6cff',
  privateExponentHex:
    '7048359b23a45f43f8c49148a898f6ca01a33d08cd982ec4ba1ea80b980d1eb7afe3ae6d47ed51a39ff83a964c7acbbe8aa53fe01e14efec7d34159785698b630b45d205d8bb2981a4c7bae482de0bc7e79ddb259ae5aff6f444c6bdac39b0f48840d6ebd351c69c87d9d92d1667dc28638cbc1e2750187ba39cfb196827ad61',
  key: 'K3yF0rTest123456',
  desBase64: 'YFF913myJ6zUPLta9noimrc3sLeCgkrzSB4cC/hlh2pCZmFKFfhVBkBAUWXYUcUP6tVC7eP0nRE=',
  rsaHex:
    '93b0b8c7fd71a45874371b75a0adb9e3147e02e072e467bec82c51d6b0daabf8a99e9d5c50313eb57cbafdaa143cc7f65aab29258c4dc7e157b37566001ab3fef41e61f6929dbf48d9fd5279d4c76491c86df915bb7823cf254afba6be8fff6c1d8cf82592160e185b4921de52613a2b196c4b7620ea1eb04dcbbbca04187fc8',
} as const;

export const OAEP = {
  modulusHex:
    'a4c050e81159a1883d8e8d6537ba9e73898fdca987888da10bb480f78c0eda61a189fc7486e39620e049e7fb8d1b6747599fd3648d9c17b4ba1f1782a43e52cd62dc36e8516c6bf5736967b66c469d23ff4d9e391bf1aa830ee8f341d31ba9ab42df89073f91ab1486d06d78561e3011f27314976a8c8585c72afb09e5b383230f883ae5232117498288c49ce8577a477d0da716f6a25a05f06ce0e58e8f1bbfa01269ec32d925452fdf686844686067a7116131366e99c734ccaa74c404798029c38a6bf039c29f2fed9be5590b2be0ce563c289fcfdc23966e3aca63f9dd80262d731bfd7855b6d86d05070011dd2eacee22711f4d33bb0bb2749cb345c669',
  privateKeyPkcs8:
    'MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQCkwFDoEVmhiD2OjWU3up5ziY/cqYeIjaELtID3jA7aYaGJ/HSG45Yg4Enn+40bZ0dZn9NkjZwXtLofF4KkPlLNYtw26FFsa/VzaWe2bEadI/9Nnjkb8aqDDujzQdMbqatC34kHP5GrFIbQbXhWHjAR8nMUl2qMhYXHKvsJ5bODIw+IOuUjIRdJgojEnOhXekd9DacW9qJaBfBs4OWOjxu/oBJp7DLZJUUv32hoRGhgZ6cRYTE2bpnHNMyqdMQEeYApw4pr8DnCny/tm+VZCyvgzlY8KJ/P3COWbjrKY/ndgCYtcxv9eFW22G0FBwAR3S6s7iJxH00zuwuydJyzRcZpAgMBAAECggEADH0npO/rw3r4b534VkknScrbxPZ0970EwEZmoF1VouhTvooMq00FTGi0MYm4IKOrnPeopq61bnacxU6a8Khoznj4CJGD2pw0dxM+cW2zzKW17MRZv+yJ6HVw4z/SKP6rpN4dHReMi1N7BMHHpX+UVUfzwVPZF93nTjnL3ewzt3UJuhuJLBzZdxJhyqnmv0pAw7IfsuAoPipxJg7/BhYuP9GeVox5hcDrS9p63DjP8FPx9ymDPFWUd5Jhx+GmiOZiv9hbFEPT6HQ0QePqZPFj23vgFD5mviwukBF6Obb60Ft1Y+OMqsCURtRNT461XioCI8E9qSo49fo6eha9DfVHoQKBgQDcNMhtOMV+MDh5K9X4njSyTopi3ARQHV2q9vGGWA8M9ZEC5stSB2NyBesxngred+6TdzOopFgh0L7maxHDkBb/F2R6C/3fxNoMM8viTQ6xKHPJqwBDR9x2/UmYvjojNzrjo0HKRWONZJOOWEWdvn6ttoKEwq0yqUY5M6sTZNBSgwKBgQC/h/FE0OalrRWpg5AJOJoWuu/sKnbmuqn0otyPLs/O/tUHq8uKi/aJih69qKTrIzkPu2PTS/cY4ehulPSagBYNUu7I0cfhzy5uBuRnLS67ML23BXy3ZnTrChglzJ3bN+Ezu5zigJInKqoRLmdDKB3ERc7kdmMnT1eHqFxWW/E/owKBgQCB3JrqVpWZcmSLiP95zAr1sH3KCUh92qOXpGQRPzM5CETJekQjjvnlj3oBW9u7EO1gh+auKKVU498A0dm7A+mb7Da0BwhkA5o3ogA16A2nCl0mbDMOen2YqozRiDWO+Q5AmtG8sKkiBFNEmegMPABG/5//HTO48bzZFRBpsoVscwKBgQCBExYvcDDf2iNNF9KLxE9jnhtuJrf2ijlbGh5ViBCXyPi7sLT865H74s8QtYReyl/8ECcYEIu3gxbm3w9wx30VAZzWTTnNHZiGobJvLe3eTNytaM9BsZR9iVH4t0pyn9fuyzLRGiBksMXnykPg6DoXOYxSPs5XgYrVa0q/EDsmzQKBgQDbWPdpmrjpY7A279LzPTl0VPkBv0S71Hs96J18aZ15fayCCXY7o0sSliD9mRKSANWxGqVb/RCdhXFkVwXG2bau2ahy4g7ImpldnIxz7b8mgbOKL3H1lOzxe3T+YrIMwCYt9EwRdqBREXhsbWrVj959yia/l43yGHXwfP2L9zmJcw==',
  aesKey: Uint8Array.from({ length: 32 }, (_, i) => i),
  iv: Uint8Array.from({ length: 12 }, (_, i) => 0xa0 + i),
  valueBase64: 'oKGio6SlpqeoqaqrnToJXiC5bN4PAKXpJR6lsx/zNHX/1SceviIE9h7YBna9BCPdlQAeWDL+YboqSLPLczk7TwT/utVp2XNuhIVZiVurZQ==',
  wrappedKeyBase64:
    'Th/h18beZhnppmMZihOM/NhEpPueRsCKambTnllZlaaxMLN6RtvGVNqvNIf03EecbkzSxAnJhruTGDJnnhlAyatg89Zmn3s2XCjGxu+LXXRwitbPy/8SRtcrxHP5E270SJI9awvgoGz42D9Oq7i2rvtsd+WYRyGBNQYoJKwFUgXjbjOhqXS+p77Vxpu5or5aYZ6oR3yG7G5anFD4lB0SMYRMUqzn6FxkaF3YFUuinZbo7RQmjvso5EWRB8RhwkivC9IKxzOuRnqD3hhFB0i8d3fIw8KGLmOhtWx8IUsU77jPtTJ/b38oUNRhyQRwtfhDQcaf3EsjnXOlt7C6Qt8sIA==',
} as const;

/**
 * A 2048-bit platform-scheme key (`openssl genrsa 2048`), the sandbox's.
 */
export const PLATFORM_2048 = {
  modulusHex:
    'be3edc6cdcf441909d9a811104a61ce9b9448833cbe0b542abb75abd88fda428d188bdf70ed3c8992fd53370adc943f08edcd5a6369e275c2698028791b574233dfa0c23f0a21aa9b7c2dbfb3a3dd98b3f99fca4da061e6b6b18b9e23a42288bcb85f031bf20e2ac4148cc169f094458be624632a6a6a3ac60151c8bcdf30820bf1d8fe576b411a566a9009a9149d7319f52b195fb31f5a219b02c9b0ab6448adc51007683627f8379ce9af01436b04d9d7306a4536fca83b8b3012f5367935acf8f420bae48289ea471f887a26cb45519dffb3ea3f079fb22f40b1846cb0739cbced185c673ef331627ba470996421ab02a69233b34193dcc750bc90f029ded',
  privateExponentHex:
    '10b75849ee7e3dd695aa9245ab096787f7e1f82fc8edc52f870414e28b8b71e5ae479c1d7dbd892640a8349d657fc64af85a9a21413253560b041750cf3248f2a1cafb4f1b213b438764854cc558d2e923dd05707cc1c5e17d670e4a3d013c2bd065c3edb3141226bd93c66f04695d8a88abfcec0d6d9dfb12f437ee66d9c0706d61b0dd41afb52256a39202b6c0193037e97e9e2b0c2c2eb1cbf5c564b89ac8139132b537573c5673d805f0807420db6060aa822faff378a2ec2aae9c9ad1fa5bb5854ca6228840d4a4b6e8fc364c9aa828db5968245bdd5f8db24bd0e9ec5ddeccd0d1c2429900f84478ac11fafb087e96bd95b08d57eee41f8f67cea48c87',
} as const;
