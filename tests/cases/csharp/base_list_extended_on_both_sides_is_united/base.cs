public class Order : Entity
{
    public int Id { get; set; }
}
