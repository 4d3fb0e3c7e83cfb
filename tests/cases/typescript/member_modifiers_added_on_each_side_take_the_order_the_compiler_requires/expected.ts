export class Poller {
    private readonly interval = 1000;

    protected async poll(): Promise<void> {
        return this.fetch();
    }
}
