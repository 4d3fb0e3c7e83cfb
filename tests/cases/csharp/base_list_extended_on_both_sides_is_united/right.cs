public class Order : Entity, ISoftDeletable
{
    public int Id { get; set; }
}
