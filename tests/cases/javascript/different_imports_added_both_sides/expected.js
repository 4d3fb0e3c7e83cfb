import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export class Bus extends EventEmitter {
  send(topic, payload) {
    this.emit(topic, { id: randomUUID(), payload });
  }

  async sendLater(topic, payload, ms) {
    await sleep(ms);
    this.send(topic, payload);
  }
}
