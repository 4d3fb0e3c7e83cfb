{ lib, python3 }:

python3.pkgs.buildPythonApplication {
  pname = "relay";
  version = "1.0";
  inherit (lib) licenses maintainers platforms;

  propagatedBuildInputs = with python3.pkgs; [ requests ];
  pythonImportsCheck = [ "relay" ];
}
