awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

#awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

!awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

/awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

/awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

yawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

:awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

vawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

yawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

#awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

qawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

(awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

/awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

/awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

)awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

:awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

vawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

yawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

#awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

vawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

yawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

(awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

)awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

#awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

yawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

vawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

yawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

#awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

#awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

`awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

`awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

(awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

0awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

)awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

/awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

/awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

/awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

/awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

vawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

{awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

:awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

3awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

}awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

[awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

!awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

]awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

(awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

)awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

:awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

#awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

yawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

:awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

.awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

qawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

jawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

[awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

qawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

]awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

|awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

|awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

(awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

2awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

>awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

[awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

jawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

]awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

jawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

2awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

>awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

jawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

)awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

qawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

jawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

[awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

jawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

]awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

(awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

^awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

)awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

9awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

5awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

:awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

3awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

4awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

5awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

(awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

6awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

7awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

8awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

)awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

>awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

2awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

0awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

-awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

0awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

wawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

{awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

+awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

4awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

+awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

5awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

+awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

6awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

+awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

7awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

+awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

8awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

;awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

+awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

=awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

$awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

9awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

}awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

Dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

{awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

pawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

%awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

%awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

%awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

%awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

%awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

xawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

%awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

lawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

\awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

	awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

kawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

bawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

mawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

,awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

}awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

"awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

cawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

aawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

hawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

fawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

iawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

gawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

uawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

rawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

 awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

>awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

&awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

2awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

'awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

sawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

tawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

_awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

dawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

oawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

nawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

eawk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures


awk '{ t += $4; k += $5; b += $6; a += $7; m += $8; f += $9 }
    END { printf "# %d trials, %d kills, %d before, %d after, %d mixed, %d failed\n",
    t, k, b, a, m, f }' crash_figures

