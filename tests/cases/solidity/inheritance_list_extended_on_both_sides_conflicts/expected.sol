// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

<<<<<<< left
contract Token is ERC20, ERC20Burnable {
||||||| base
contract Token is ERC20 {
=======
contract Token is ERC20, Ownable {
>>>>>>> right
    constructor() ERC20("Token", "TKN") Ownable(msg.sender) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
