public class Pricing
{
    public decimal Net(decimal gross)
    {
        var rate = 0.19m;
        return gross / (1 + rate);
    }

    public decimal Gross(decimal net) => net * 1.2m;
}
