{ lib, python3 }:

python3.pkgs.buildPythonApplication {
  pname = "relay";
  version = "1.0";
  inherit (lib) licenses;

  propagatedBuildInputs = with python3.pkgs; [ requests ];
}
