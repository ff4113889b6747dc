import { describe, expect, it } from 'vitest';
import { chatRoomUrl } from './chat-room-body';

const SITE = 'https://play.example.test';

describe('the chat room frames only pages it can trust', () => {
  it('frames the site\'s own pages and https pages', () => {
    expect(chatRoomUrl('/__sandbox/chat?room=1', SITE)).toBe(`${SITE}/__sandbox/chat?room=1`);
    expect(chatRoomUrl('https://chat.example.test/room', SITE)).toBe('https://chat.example.test/room');
  });

  it('refuses script URLs, plain http and data pages', () => {
    expect(chatRoomUrl(['javascript', 'alert(1)'].join(':'), SITE)).toBeNull();
    expect(chatRoomUrl('http://chat.example.test/room', SITE)).toBeNull();
    expect(chatRoomUrl('data:text/html,<script>alert(1)</script>', SITE)).toBeNull();
  });
});
