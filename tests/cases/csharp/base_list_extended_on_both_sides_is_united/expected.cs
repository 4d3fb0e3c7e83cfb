public class Order : Entity, IAuditable, ISoftDeletable
{
    public int Id { get; set; }
}
