import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';

export class Bus extends EventEmitter {
  send(topic, payload) {
    this.emit(topic, { id: randomUUID(), payload });
  }
}
