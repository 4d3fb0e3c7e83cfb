public class Clock
{
    public long Now() => 0;
<<<<<<< left

    public long Today() => Now() / 86400;
||||||| base
=======

    public long Today() => Now() / 86_400;
>>>>>>> right
}
