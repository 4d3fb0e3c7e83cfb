{ config, pkgs, ... }:

{
  networking.hostName = "build-01";
  services.nginx.enable = true;
  time.timeZone = "America/New_York";
  services.openssh.enable = true;
}
