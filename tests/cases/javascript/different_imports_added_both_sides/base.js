import { EventEmitter } from 'node:events';

export class Bus extends EventEmitter {
  send(topic, payload) {
    this.emit(topic, payload);
  }
}
