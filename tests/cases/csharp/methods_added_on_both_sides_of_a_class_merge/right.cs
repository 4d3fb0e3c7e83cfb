namespace Shop.Orders
{
    public class Order
    {
        public decimal Total { get; private set; }

        public void Add(decimal amount)
        {
            Total += amount;
        }

        public void Discount(decimal percent)
        {
            Total -= Total * percent / 100;
        }
    }
}
