import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

export class Bus extends EventEmitter {
  send(topic, payload) {
    this.emit(topic, payload);
  }

  async sendLater(topic, payload, ms) {
    await sleep(ms);
    this.send(topic, payload);
  }
}
