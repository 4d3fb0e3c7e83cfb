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
    }
}
