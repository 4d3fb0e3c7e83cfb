namespace Shop.Orders
{
    public class Order
    {
        public decimal Total { get; private set; }

        public void Add(decimal amount)
        {
            Total += amount;
        }
    }
}
