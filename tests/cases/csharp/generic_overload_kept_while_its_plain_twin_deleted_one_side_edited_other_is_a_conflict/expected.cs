namespace Shop.Cache;

public sealed class Store
{
    private readonly Dictionary<string, object> _items = new();
    public int Misses { get; private set; }
    public int Reads { get; private set; }
<<<<<<< left
||||||| base

    public object Read(string key)
    {
        if (!_items.ContainsKey(key)) Misses++;
        return _items[key];
    }
=======

    public object Read(string key)
    {
        Reads++;
        if (!_items.ContainsKey(key)) Misses++;
        return _items[key];
    }
>>>>>>> right

    public T Read<T>(string key)
    {
        if (!_items.ContainsKey(key)) Misses++;
        return (T)(_items.TryGetValue(key, out var item) ? item : default!);
    }
}
