{ config, pkgs, ... }:

{
  networking.hostName = "build-01";
  services.nginx.enable = true;
<<<<<<< left
  time.timeZone = "Europe/Berlin";
||||||| base
  time.timeZone = "UTC";
=======
  time.timeZone = "America/New_York";
>>>>>>> right
  services.openssh.enable = true;
}
