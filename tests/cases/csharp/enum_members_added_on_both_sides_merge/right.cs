public enum Status
{
    Open,
    Paid,
    Refunded,
}
