{ pkgs }:

pkgs.mkShell {
  packages = [
    pkgs.git
    pkgs.ripgrep
  ];
}
