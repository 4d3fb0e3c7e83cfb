public enum Status
{
    Open,
    Paid,
    Shipped,
}
