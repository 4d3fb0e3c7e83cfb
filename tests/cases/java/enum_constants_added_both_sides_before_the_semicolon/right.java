public enum Status {
    ACTIVE,
    SUSPENDED,
    PENDING;

    public boolean isLive() {
        return this == ACTIVE || this == PENDING;
    }
}
