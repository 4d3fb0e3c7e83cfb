public class Order : Entity, IAuditable
{
    public int Id { get; set; }
}
