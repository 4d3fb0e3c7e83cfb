export class Poller {
    interval = 1000;

    poll(): Promise<void> {
        return this.fetch();
    }
}
