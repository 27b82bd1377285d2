"""Play across machines: ``GAME serve`` runs an SSH server (asyncssh) and each player joins with a plain
``ssh -p PORT NAME@HOST`` from their own terminal. Only the seat's own hand is ever written to its channel.

``hostkey`` keeps the server's host key; ``auth`` checks a room password or authorized keys; ``channel`` turns an
SSH session into a terminal a seat can play at (limited, cleaned input; output from the match thread);
``lobby`` seats the players who connect; ``server`` runs it all.
"""
