public enum Status
{
    Open,
    Paid,
}
