// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Staking {
    struct Stake {
        uint128 amount;
        uint64 since;
        uint64 lockedUntil;
        bool active;
    }

    mapping(address => Stake) public stakes;

    function isLocked(address account) external view returns (bool) {
        return stakes[account].lockedUntil > block.timestamp;
    }

    function stake(uint128 amount) external {
        stakes[msg.sender] = Stake(amount, uint64(block.timestamp), true);
    }
}
