using System;

namespace Acme.Auth
{
    [Flags]
    public enum Permission
    {
        None = 0,
        Read = 1 << 0,
        Write = 1 << 1,
        Delete = 1 << 2,
<<<<<<< left
        Share = 1 << 3,
||||||| base
=======
        Admin = 8,
>>>>>>> right
    }
}
