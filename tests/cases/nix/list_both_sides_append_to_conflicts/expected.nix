{ pkgs }:

pkgs.mkShell {
  packages = [
    pkgs.git
<<<<<<< left
    pkgs.jq
||||||| base
=======
    pkgs.ripgrep
>>>>>>> right
  ];
}
