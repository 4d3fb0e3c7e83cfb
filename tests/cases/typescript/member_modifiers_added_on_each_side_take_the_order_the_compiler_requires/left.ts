export class Poller {
    readonly interval = 1000;

    async poll(): Promise<void> {
        return this.fetch();
    }
}
