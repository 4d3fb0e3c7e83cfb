public class Pricing
{
    public decimal Net(decimal gross)
    {
<<<<<<< left
        var rate = 0.19m;
||||||| base
        var rate = 0.2m;
=======
        var rate = 0.21m;
>>>>>>> right
        return gross / (1 + rate);
    }

    public decimal Gross(decimal net) => net * 1.21m;
}
