public enum Status
{
    Open,
    Paid,
    Shipped,
    Refunded,
}
