# target powerpc64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	li      r5,0
	li      r6,1
.L0:
	lwarx   r4,0,r3,1
	cmpw    r4,r5
	bne-    .L1
	stwcx.  r6,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r4,0
	beqlr
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
	lwz     r5,0(r3)
	andi.   r4,r5,9
	li      r4,0
	beq     .L1
.L0:
	mr      r3,r4
	blr
.L1:
	cmplwi  r5,0
	bne     .L4
	li      r4,0
	li      r6,1
.L2:
	lwarx   r5,0,r3,1
	cmpw    r5,r4
	bne-    .L3
	stwcx.  r6,0,r3
	bne-    .L2
	isync
.L3:
	cmplwi  r5,0
	li      r4,1
	beq     .L0
.L4:
	mflr    r0
	stdu    r1,-48(r1)
	std     r0,64(r1)
	clrldi  r4,r5,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow>
	mr      r4,r3
	addi    r1,r1,48
	ld      r0,16(r1)
	mtlr    r0
	mr      r3,r4
	blr

== hintlock_probe_unlock
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	lwz     r4,0(r3)
	cmplwi  r4,31
	bgt     .L1
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	.long   0x0
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	andi.   r5,r4,25
	mcrf    cr1,cr0
	nop
	nop
.L0:
	andi.   r5,r4,25
	bne     .L3
	ori     r5,r4,1
.L1:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r6,r4
	mr      r4,r6
	beqlr
	b       .L0
.L3:
	andi.   r4,r4,1
	crnand  4*cr5+lt,4*cr1+eq,gt
	li      r4,0
	blt     cr5,.L4
	li      r4,1
.L4:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow
	mflr    r0
	stdu    r1,-128(r1)
	std     r0,144(r1)
	li      r5,-26
	li      r6,1
	std     r30,112(r1)
	nop
	nop
.L0:
	andi.   r30,r4,9
	bne     .L3
	and     r8,r4,r5
	mr      r7,r4
	rlwimi  r8,r6,0,31,31
.L1:
	lwarx   r4,0,r3,1
	cmpw    r4,r7
	bne-    .L2
	stwcx.  r8,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r4,r7
	bne     .L0
	andi.   r4,r7,16
	bne     .L6
.L3:
	cmpwi   r30,0
	li      r3,1
	beq     .L5
.L4:
	li      r3,0
.L5:
	ld      r30,112(r1)
	addi    r1,r1,128
	ld      r0,16(r1)
	mtlr    r0
	blr
.L6:
	bl      <hintlock::spin::policy::try_taken>
	nop
	cmpwi   r30,0
	li      r3,1
	bne     .L4
	b       .L5

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	mflr    r0
	stdu    r1,-144(r1)
	std     r0,160(r1)
	andi.   r5,r4,16
	std     r29,120(r1)
	std     r30,128(r1)
	bne     .L5
	andi.   r5,r4,8
	li      r6,2
	bne     .L3
	nop
	nop
.L0:
	andi.   r5,r4,10
	cmplwi  cr1,r4,32
	crorc   4*cr5+lt,4*cr1+lt,eq
	blt     cr5,.L4
	lwarx   r5,0,r3
	cmplw   r5,r4
	bne-    .L1
	ori     r4,r4,2
	crset   4*cr5+lt
	stwcx.  r4,0,r3
	bne-    .L1
	mr      r4,r5
	bge     cr5,.L0
	b       .L2
.L1:
	mr      r4,r5
	b       .L0
.L2:
	li      r6,1
.L3:
	li      r4,1
	li      r5,128
	bl      <hintlock::futex::linux::wake>
	nop
.L4:
	ld      r30,128(r1)
	ld      r29,120(r1)
	addi    r1,r1,144
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	mr      r30,r3
	mr      r29,r4
	bl      <hintlock::spin::policy::released>
	nop
	mr      r4,r29
	mr      r3,r30
	andi.   r5,r4,8
	li      r6,2
	beq     .L0
	b       .L3

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	nop
.L0:
	srwi    r5,r4,3
	cmplwi  cr1,r4,32
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	blt     cr5,.L3
	ori     r5,r4,4
	lwsync
.L1:
	lwarx   r6,0,r3
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
.L2:
	cmplw   r6,r4
	mr      r4,r6
	bne     .L0
	li      r4,1
	li      r5,128
	li      r6,1
	bl      <hintlock::futex::linux::wake>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L3:
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	bne     .L5
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-464(r1)
	std     r0,480(r1)
	std     r30,448(r1)
	mr      r30,r3
	lis     r3,15258
	ori     r3,r3,51712
	andi.   r4,r4,1
	std     r27,424(r1)
	li      r27,0
	stw     r3,200(r1)
	stw     r3,216(r1)
	stw     r3,232(r1)
	lis     r3,-25033
	ori     r3,r3,31161
	rldic   r3,r3,32,0
	std     r14,320(r1)
	oris    r3,r3,32586
	std     r15,328(r1)
	std     r16,336(r1)
	std     r17,344(r1)
	std     r18,352(r1)
	std     r19,360(r1)
	std     r20,368(r1)
	std     r21,376(r1)
	std     r22,384(r1)
	std     r23,392(r1)
	std     r24,400(r1)
	std     r25,408(r1)
	std     r26,416(r1)
	std     r28,432(r1)
	std     r29,440(r1)
	ori     r29,r3,31765
	std     r31,456(r1)
	stw     r27,184(r1)
	std     r27,240(r1)
	std     r27,248(r1)
	std     r27,256(r1)
	std     r27,264(r1)
	stw     r27,272(r1)
	stb     r27,284(r1)
	sth     r27,285(r1)
	std     r27,276(r1)
	lwz     r22,0(r30)
	ble     .L2
	cmplwi  cr1,r22,31
	crclr   eq
	bgt     cr1,.L0
	nop
	mulld   r3,r30,r29
	addi    r4,r2,-29888
	rotldi  r3,r3,6
	rldic   r3,r3,6,52
	ldx     r3,r4,r3
	andi.   r3,r3,17
.L0:
	li      r3,1
	stb     r3,282(r1)
	li      r3,1
	beq     .L1
	li      r3,0
.L1:
	stb     r3,286(r1)
.L2:
	srwi    r3,r22,4
	andi.   r3,r3,1
	nop
	crmove  4*cr2+lt,gt
	nop
	addi    r3,r13,-28616
	nop
	ld      r4,0(r3)
	cmpd    r4,r30
	ld      r28,8(r3)
	crand   4*cr5+lt,4*cr2+lt,eq
	std     r27,0(r3)
	std     r27,8(r3)
	bge     cr5,.L10
	addi    r4,r1,304
	li      r3,1
	bl      <0000008d.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L114
	addi    r4,r1,304
	li      r3,1
	ld      r26,304(r1)
	ld      r27,312(r1)
	bl      <0000008d.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L114
	ld      r5,304(r1)
	lis     r3,15258
	sradi   r4,r26,63
	ori     r3,r3,51712
	andc    r4,r26,r4
	sradi   r6,r5,63
	mulld   r4,r4,r3
	andc    r5,r5,r6
	ld      r6,312(r1)
	mulld   r5,r5,r3
	sradi   r3,r27,63
	andc    r3,r27,r3
	add     r3,r4,r3
	sradi   r4,r6,63
	andc    r4,r6,r4
	add     r4,r5,r4
	subfc   r4,r3,r4
	li      r5,0
	addze.  r6,r5
	beq     .L3
	mr      r5,r4
.L3:
	nop
	addi    r4,r2,-32496
	ld      r6,0(r4)
	cmpld   r5,r6
	bge     .L5
.L4:
	ldarx   r6,0,r4
	cmpld   r6,r5
	blt     .L5
	stdcx.  r5,0,r4
	bne-    .L4
.L5:
	subfc   r7,r28,r3
	li      r6,0
	addze.  r5,r6
	li      r5,0
	bne     .L112
	ld      r4,0(r4)
	subfc   r7,r4,r5
	addze.  r8,r6
	bne     .L113
.L6:
	cmpdi   r4,-1
	beq     .L8
.L7:
	mr      r5,r6
.L8:
	nop
	mulld   r4,r30,r29
	cmpldi  r5,60
	addi    r6,r2,-29888
	rotldi  r7,r4,6
	rldic   r7,r7,6,52
	add     r5,r6,r7
	ldx     r6,r6,r7
	li      r7,1
	blt     .L9
	andi.   r7,r6,2
	li      r7,2
	bne     .L9
	clrldi  r7,r6,63
	ori     r7,r7,2
.L9:
	andi.   r6,r6,28
	srdi    r27,r4,58
	rldimi  r6,r7,0,62
	rldimi  r6,r3,5,0
	std     r6,0(r5)
	b       .L11
.L10:
	mulld   r3,r30,r29
	srdi    r27,r3,58
.L11:
	lis     r3,15258
	addi    r25,r1,240
	crclr   4*cr2+so
	ori     r29,r3,51712
	nop
	li      r17,1
	nop
	addi    r3,r13,-28600
	nop
	li      r16,0
	mr      r23,r29
	crclr   4*cr2+eq
	mr      r28,r3
	nop
	sldi    r4,r27,6
	addi    r3,r2,-29888
	add     r27,r3,r4
	nop
	nop
	addi    r3,r13,-28672
	nop
	std     r3,168(r1)
	nop
	nop
	addi    r3,r13,-28624
	nop
	lis     r4,15258
	lis     r5,-25033
	lis     r6,76
	lis     r7,762
	lis     r8,7
	ori     r4,r4,51712
	std     r4,176(r1)
	addi    r12,r1,184
	li      r9,-19
	li      r10,2
	ori     r11,r5,31161
	ori     r5,r6,19263
	ori     r7,r7,61568
	ori     r31,r8,41248
.L12:
	cmpw    cr3,r23,r29
.L13:
	li      r21,-25
	bne     cr2,.L106
	li      r19,-31
	beq     cr2,.L15
.L14:
	li      r19,-23
.L15:
	and     r18,r21,r9
	mr      r20,r22
.L16:
	crclr   4*cr3+lt
	bne     cr2,.L37
.L17:
	andi.   r4,r20,1
	bgt     .L30
	bns     cr2,.L24
	nop
	nop
	nop
	nop
	nop
	nop
.L18:
	lbz     r4,283(r1)
	andi.   r4,r4,1
	stb     r17,281(r1)
	stw     r16,272(r1)
	stb     r16,283(r1)
	ble     .L19
	stb     r16,284(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L19:
	addi    r4,r20,-31
	and     r4,r4,r18
.L20:
	lwarx   r15,0,r30,1
	cmpw    r15,r20
	bne-    .L21
	stwcx.  r4,0,r30
	bne-    .L20
	isync
.L21:
	ld      r4,248(r1)
	cmpldi  r4,0
	bne     .L23
	cmpw    r15,r20
	beq     .L110
.L22:
	andi.   r4,r15,1
	mr      r20,r15
	ble     .L18
	b       .L31
.L23:
	std     r3,120(r1)
	mr      r3,r12
	mr      r22,r11
	mr      r26,r5
	mr      r14,r31
	std     r29,136(r1)
	mr      r31,r7
	mr      r29,r25
	std     r23,128(r1)
	mr      r25,r12
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r12,r25
	mr      r25,r29
	ld      r23,128(r1)
	mr      r7,r31
	mr      r31,r14
	ld      r29,136(r1)
	mr      r5,r26
	mr      r11,r22
	ld      r3,120(r1)
	li      r10,2
	li      r9,-19
	cmpw    r15,r20
	bne     .L22
	b       .L110
	nop
	nop
	nop
	nop
.L24:
	lbz     r4,283(r1)
	andi.   r4,r4,1
	stb     r17,281(r1)
	stw     r16,272(r1)
	stb     r16,283(r1)
	ble     .L25
	stb     r16,284(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L25:
	ori     r4,r20,1
	and     r4,r4,r21
.L26:
	lwarx   r15,0,r30,1
	cmpw    r15,r20
	bne-    .L27
	stwcx.  r4,0,r30
	bne-    .L26
	isync
.L27:
	ld      r4,248(r1)
	cmpldi  r4,0
	bne     .L29
	cmpw    r15,r20
	beq     .L110
.L28:
	andi.   r4,r15,1
	mr      r20,r15
	ble     .L24
	b       .L31
.L29:
	addi    r4,r1,184
	std     r3,120(r1)
	mr      r22,r11
	mr      r3,r4
	mr      r26,r5
	std     r29,136(r1)
	mr      r14,r31
	mr      r31,r7
	std     r23,128(r1)
	mr      r29,r25
	mr      r25,r12
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r12,r25
	mr      r25,r29
	ld      r23,128(r1)
	mr      r7,r31
	mr      r31,r14
	ld      r29,136(r1)
	mr      r5,r26
	mr      r11,r22
	ld      r3,120(r1)
	li      r10,2
	li      r9,-19
	cmpw    r15,r20
	bne     .L28
	b       .L110
	nop
	nop
	nop
.L30:
	mr      r15,r20
	srwi    r4,r15,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	blt     cr5,.L34
	b       .L57
	nop
	nop
.L31:
	cmplwi  cr1,r15,31
	crclr   eq
	bgt     cr1,.L32
	ld      r4,0(r27)
	andi.   r4,r4,17
.L32:
	li      r4,1
	stb     r17,282(r1)
	beq     .L33
	li      r4,0
.L33:
	stb     r4,286(r1)
	srwi    r4,r15,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L57
.L34:
	rlwinm  r4,r15,0,31,28
	crset   4*cr2+so
	addi    r4,r4,-32
	and     r4,r4,r19
.L35:
	lwarx   r20,0,r30,1
	cmpw    r20,r15
	bne-    .L36
	stwcx.  r4,0,r30
	bne-    .L35
	isync
.L36:
	cmplw   r20,r15
	bne     .L17
	b       .L110
	nop
.L37:
	andi.   r4,r20,1
	bgt     .L50
	bns     cr2,.L44
	nop
.L38:
	andi.   r4,r20,8
	bne     .L50
	lbz     r4,283(r1)
	andi.   r4,r4,1
	stb     r17,281(r1)
	stw     r16,272(r1)
	stb     r16,283(r1)
	ble     .L39
	stb     r16,284(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L39:
	addi    r4,r20,-31
	and     r4,r4,r18
.L40:
	lwarx   r15,0,r30,1
	cmpw    r15,r20
	bne-    .L41
	stwcx.  r4,0,r30
	bne-    .L40
	isync
.L41:
	ld      r4,248(r1)
	cmpldi  r4,0
	bne     .L43
	cmpw    r15,r20
	beq     .L110
.L42:
	andi.   r4,r15,1
	mr      r20,r15
	ble     .L38
	b       .L54
.L43:
	addi    r4,r1,184
	std     r3,120(r1)
	mr      r22,r11
	mr      r3,r4
	mr      r26,r5
	std     r29,136(r1)
	mr      r14,r31
	mr      r31,r7
	std     r23,128(r1)
	mr      r29,r25
	mr      r25,r12
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r12,r25
	mr      r25,r29
	ld      r23,128(r1)
	mr      r7,r31
	mr      r31,r14
	ld      r29,136(r1)
	mr      r5,r26
	mr      r11,r22
	ld      r3,120(r1)
	li      r10,2
	li      r9,-19
	cmpw    r15,r20
	bne     .L42
	b       .L110
	nop
.L44:
	andi.   r4,r20,8
	bne     .L50
	lbz     r4,283(r1)
	andi.   r4,r4,1
	stb     r17,281(r1)
	stw     r16,272(r1)
	stb     r16,283(r1)
	ble     .L45
	stb     r16,284(r1)
	std     r16,0(r28)
	stw     r16,8(r28)
.L45:
	ori     r4,r20,1
	and     r4,r4,r21
.L46:
	lwarx   r15,0,r30,1
	cmpw    r15,r20
	bne-    .L47
	stwcx.  r4,0,r30
	bne-    .L46
	isync
.L47:
	ld      r4,248(r1)
	cmpldi  r4,0
	bne     .L49
	cmpw    r15,r20
	beq     .L110
.L48:
	andi.   r4,r15,1
	mr      r20,r15
	ble     .L44
	b       .L54
.L49:
	addi    r4,r1,184
	std     r3,120(r1)
	mr      r22,r11
	mr      r3,r4
	mr      r26,r5
	std     r7,128(r1)
	std     r25,136(r1)
	mr      r25,r12
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample>
	nop
	mr      r12,r25
	ld      r25,136(r1)
	mr      r5,r26
	mr      r11,r22
	li      r10,2
	ld      r7,128(r1)
	li      r9,-19
	ld      r3,120(r1)
	cmpw    r15,r20
	bne     .L48
	b       .L110
	nop
	nop
	nop
.L50:
	mr      r15,r20
	srwi    r4,r15,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L57
.L51:
	rlwinm  r4,r15,0,31,28
	crset   4*cr2+so
	addi    r4,r4,-32
	and     r4,r4,r19
.L52:
	lwarx   r20,0,r30,1
	cmpw    r20,r15
	bne-    .L53
	stwcx.  r4,0,r30
	bne-    .L52
	isync
.L53:
	cmplw   r20,r15
	bne     .L37
	b       .L110
.L54:
	cmplwi  cr1,r15,31
	crclr   eq
	bgt     cr1,.L55
	ld      r4,0(r27)
	andi.   r4,r4,17
.L55:
	li      r4,1
	stb     r17,282(r1)
	beq     .L56
	li      r4,0
.L56:
	stb     r4,286(r1)
	srwi    r4,r15,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	blt     cr5,.L51
.L57:
	lwz     r26,264(r1)
	cmplwi  r26,0
	std     r5,160(r1)
	bne     .L58
	mr      r22,r25
	mr      r25,r3
	std     r29,136(r1)
	mr      r20,r11
	mr      r14,r31
	std     r23,128(r1)
	mr      r31,r7
	mr      r29,r12
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	mr      r4,r3
	mr      r12,r29
	ld      r23,128(r1)
	cmpldi  r4,0
	mr      r7,r31
	ld      r29,136(r1)
	mr      r31,r14
	mr      r11,r20
	li      r10,2
	li      r9,-19
	mr      r3,r25
	mr      r25,r22
	beq     .L93
.L58:
	lwz     r4,272(r1)
	li      r20,-1
	addi    r5,r4,1
	addi    r4,r26,1
	stw     r4,264(r1)
	cmplwi  r5,0
	beq     .L59
	mr      r20,r5
.L59:
	lwz     r5,184(r1)
	cmplwi  r5,0
	stw     r20,272(r1)
	beq     .L60
	cmplwi  r5,1
	bne     .L61
	lbz     r4,285(r1)
	andi.   r4,r4,1
	bgt     .L93
	lbz     r5,286(r1)
	lwz     r4,276(r1)
	andi.   r5,r5,1
	cmplwi  cr1,r4,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L62
	addi    r4,r4,1
	stb     r16,282(r1)
	stb     r16,286(r1)
	stw     r29,200(r1)
	stw     r29,216(r1)
	stw     r4,276(r1)
	stw     r16,184(r1)
	b       .L70
.L60:
	lbz     r5,282(r1)
	lbz     r6,280(r1)
	andi.   r5,r5,1
	crmove  4*cr2+gt,gt
	andi.   r5,r6,1
	crmove  4*cr2+lt,gt
	cror    4*cr5+lt,4*cr2+gt,gt
	andi.   r4,r4,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L70
	std     r12,152(r1)
	mr      r26,r7
	stw     r11,136(r1)
	std     r3,120(r1)
	bl      <<std::time::Instant>::now>
	nop
	lwz     r14,200(r1)
	mr      r24,r3
	mr      r22,r4
	cmplw   r14,r29
	std     r3,288(r1)
	stw     r22,296(r1)
	bne     .L63
	mr      r14,r22
	mr      r6,r24
	std     r24,192(r1)
	stw     r22,200(r1)
	b       .L64
.L61:
	lwz     r4,188(r1)
	cmplwi  r4,3
	bge     .L93
	addi    r4,r4,1
	stw     r10,184(r1)
	stw     r4,188(r1)
	b       .L70
.L62:
	rldic   r4,r17,33,30
	ori     r4,r4,1
	std     r4,184(r1)
	b       .L70
.L63:
	ld      r6,192(r1)
.L64:
	lwz     r5,216(r1)
	li      r9,-19
	li      r10,2
	mr      r7,r26
	cmplw   r5,r29
	ld      r3,120(r1)
	lwz     r11,136(r1)
	ld      r12,152(r1)
	bne     .L65
	mr      r5,r22
	std     r24,208(r1)
	stw     r22,216(r1)
.L65:
	lbz     r4,281(r1)
	andi.   r4,r4,1
	std     r24,224(r1)
	stw     r22,232(r1)
	stb     r16,281(r1)
	ble     .L66
	std     r24,208(r1)
	mr      r5,r22
	stw     r22,216(r1)
.L66:
	cmplwi  r20,7
	ble     .L67
	lbz     r4,284(r1)
	andi.   r4,r4,1
	bgt     .L92
	ld      r4,208(r1)
	clrldi  r5,r5,32
	addi    r3,r1,288
	mr      r20,r6
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	ld      r8,176(r1)
	mr      r5,r3
	clrldi  r4,r4,32
	mr      r7,r26
	li      r10,2
	ld      r12,152(r1)
	mulld   r6,r5,r8
	mulhdu  r5,r5,r8
	lwz     r11,136(r1)
	addc    r4,r6,r4
	ld      r3,120(r1)
	addze.  r5,r5
	cmpldi  cr1,r4,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	li      r9,-19
	mr      r6,r20
	bge     cr5,.L92
.L67:
	bgt     cr2,.L68
	clrldi  r5,r14,32
	addi    r3,r1,288
	mr      r4,r6
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	ld      r8,176(r1)
	mr      r5,r3
	clrldi  r4,r4,32
	mr      r7,r26
	li      r10,2
	ld      r12,152(r1)
	mulld   r6,r5,r8
	mulhdu  r5,r5,r8
	lwz     r11,136(r1)
	addc    r4,r6,r4
	ld      r3,120(r1)
	addze.  r5,r5
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	li      r9,-19
	blt     cr5,.L70
.L68:
	ld      r5,168(r1)
	ld      r4,0(r5)
	lwz     r5,8(r5)
	cmplw   r5,r29
	std     r24,304(r1)
	stw     r22,312(r1)
	beq     .L69
	addi    r3,r1,304
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mr      r5,r3
	ld      r12,152(r1)
	mr      r7,r26
	cmpldi  r5,0
	li      r10,2
	lwz     r11,136(r1)
	li      r9,-19
	ld      r3,120(r1)
	bne     .L69
	srwi    r4,r4,4
	cmplwi  r4,9375
	blt     .L93
.L69:
	stw     r17,184(r1)
.L70:
	blt     cr3,.L80
	mr      r1,r1
	ld      r8,0(r27)
	lwz     r4,0(r3)
	srdi    r5,r8,4
	addi    r20,r4,1
	stw     r31,148(r1)
	andi.   r6,r20,15
	mcrf    cr1,cr0
	andi.   r5,r5,1
	mullw   r4,r20,r11
	stw     r20,0(r3)
	crand   4*cr5+lt,gt,4*cr1+eq
	xor     r4,r4,r12
	ori     r4,r4,1
	stw     r4,268(r1)
	blt     cr5,.L89
.L71:
	andi.   r4,r8,17
	std     r12,152(r1)
	beq     .L73
	std     r25,136(r1)
	ld      r25,16(r27)
	cmpldi  r25,0
	beq     .L75
	mr      r26,r3
	addi    r4,r1,304
	li      r3,1
	mr      r14,r6
	mr      r31,r8
	mr      r22,r7
	mr      r24,r11
	bl      <0000008d.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,40(r1)
	cmplwi  r3,0
	bne-    .L114
	ld      r3,304(r1)
	li      r9,-19
	li      r10,2
	mr      r11,r24
	mr      r7,r22
	sradi   r4,r3,63
	andc    r3,r3,r4
	ld      r4,176(r1)
	mulld   r3,r3,r4
	ld      r4,312(r1)
	sradi   r5,r4,63
	andc    r4,r4,r5
	add     r3,r3,r4
	li      r4,0
	subfc   r5,r25,r3
	addze.  r3,r4
	mr      r3,r26
	beq     .L72
	mr      r4,r5
.L72:
	ld      r6,160(r1)
	mr      r8,r31
	subfc   r5,r4,r6
	cmpld   r4,r6
	ld      r25,136(r1)
	subfe   r5,r6,r6
	ld      r12,152(r1)
	neg     r5,r5
	mr      r6,r14
	stb     r5,280(r1)
	std     r30,240(r1)
	ble     .L74
	b       .L76
.L73:
	stb     r16,280(r1)
	std     r30,240(r1)
.L74:
	ld      r4,0(r28)
	cmpld   r4,r30
	bne     .L77
	lwz     r4,8(r28)
	addi    r4,r4,1
	stb     r17,283(r1)
	stw     r4,8(r28)
	clrlwi  r4,r4,30
	cntlzw  r4,r4
	srwi    r4,r4,5
	xori    r4,r4,1
	stb     r4,284(r1)
	b       .L77
.L75:
	ld      r25,136(r1)
	ld      r12,152(r1)
	stb     r17,280(r1)
	std     r30,240(r1)
.L76:
	mr      r26,r3
	mr      r14,r11
	std     r27,136(r1)
	mr      r31,r7
	mr      r24,r25
	mr      r25,r12
	mr      r27,r20
	mr      r20,r8
	mr      r22,r6
	bl      <<std::time::Instant>::now>
	nop
	mr      r8,r20
	mr      r20,r27
	ld      r27,136(r1)
	mr      r6,r22
	mr      r12,r25
	stw     r4,200(r1)
	mr      r25,r24
	mr      r7,r31
	mr      r11,r14
	li      r10,2
	stw     r4,216(r1)
	li      r9,-19
	mr      r5,r3
	std     r5,192(r1)
	mr      r3,r26
	std     r5,208(r1)
	std     r5,224(r1)
	stw     r4,232(r1)
.L77:
	rlwinm  r4,r15,0,27,27
	lwz     r31,148(r1)
	or.     r4,r6,r4
	bne     .L80
	mr      r26,r3
	mr      r3,r27
	mr      r4,r8
	mr      r22,r7
	mr      r15,r11
	bl      <hintlock::spin::policy::wants_sample>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r20,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L78
	ld      r12,152(r1)
	mr      r3,r26
	li      r9,-19
	li      r10,2
	mr      r11,r15
	std     r27,248(r1)
	mr      r7,r22
	b       .L79
.L78:
	ld      r12,152(r1)
	mr      r3,r26
	li      r9,-19
	li      r10,2
	mr      r11,r15
	mr      r7,r22
	bge     cr5,.L80
.L79:
	lwarx   r4,0,r30
	ori     r4,r4,16
	stwcx.  r4,0,r30
	bne-    .L79
.L80:
	lwz     r4,184(r1)
	cmplwi  r4,0
	beq     .L81
	cmplwi  r4,2
	bne     .L82
	mr      r26,r3
	li      r3,0
	li      r4,20000
	mr      r22,r11
	mr      r20,r7
	mr      r24,r25
	mr      r25,r12
	bl      <std::thread::functions::sleep>
	nop
	mr      r12,r25
	mr      r25,r24
	mr      r7,r20
	mr      r11,r22
	li      r10,2
	li      r9,-19
	mr      r3,r26
	b       .L86
.L81:
	lwz     r4,268(r1)
	slwi    r5,r4,13
	xor     r4,r5,r4
	srwi    r5,r4,17
	xor     r4,r5,r4
	slwi    r5,r4,5
	xor     r4,r5,r4
	stw     r4,268(r1)
	b       .L86
.L82:
	mr      r22,r12
	mr      r15,r7
	mr      r26,r11
	mr      r20,r3
	bl      <std::thread::functions::yield_now>
	nop
	bl      <<std::time::Instant>::now>
	nop
	lwz     r5,232(r1)
	cmplw   r5,r29
	bne     .L83
	stb     r16,285(r1)
	mr      r3,r20
	li      r9,-19
	li      r10,2
	mr      r11,r26
	mr      r7,r15
	mr      r12,r22
	b       .L86
.L83:
	mr      r14,r4
	ld      r4,224(r1)
	mr      r24,r3
	std     r3,304(r1)
	addi    r3,r1,304
	stw     r14,312(r1)
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	ld      r7,176(r1)
	li      r5,0
	mulld   r6,r3,r7
	mulhdu  r7,r3,r7
	clrldi  r3,r4,32
	addc    r3,r6,r3
	addze.  r4,r7
	cmpldi  cr1,r4,0
	crnor   4*cr6+lt,eq,4*cr1+eq
	cmpldi  cr5,r3,999
	blt     cr6,.L84
	crand   4*cr5+lt,4*cr1+eq,4*cr5+gt
	bge     cr5,.L85
.L84:
	li      r5,1
.L85:
	cmpldi  cr1,r3,1000
	mr      r3,r20
	stb     r5,285(r1)
	crand   4*cr5+lt,eq,4*cr1+lt
	li      r9,-19
	li      r10,2
	mr      r11,r26
	mr      r7,r15
	mr      r12,r22
	blt     cr5,.L86
	ld      r4,168(r1)
	std     r24,0(r4)
	stw     r14,8(r4)
.L86:
	ld      r4,248(r1)
	cmpldi  r4,0
	ld      r5,160(r1)
	bne     .L88
.L87:
	lwz     r20,0(r30)
	crset   4*cr3+lt
	bne     cr2,.L37
	b       .L17
.L88:
	addi    r4,r1,184
	mr      r26,r3
	std     r25,136(r1)
	mr      r3,r4
	mr      r22,r11
	mr      r20,r5
	mr      r15,r7
	mr      r25,r12
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll>
	nop
	mr      r12,r25
	ld      r25,136(r1)
	mr      r7,r15
	mr      r5,r20
	mr      r11,r22
	li      r10,2
	li      r9,-19
	mr      r3,r26
	b       .L87
.L89:
	mr      r14,r6
	mr      r24,r8
	stw     r11,136(r1)
	mr      r22,r7
	mr      r31,r12
	mr      r26,r3
	bl      <hintlock::spin::policy::now_ns>
	nop
	ld      r4,8(r27)
	mr      r6,r27
	subfc   r4,r4,r3
	li      r3,0
	addze.  r5,r3
	beq     .L90
	mr      r3,r4
.L90:
	cmpld   r3,r22
	bge     .L91
	mr      r3,r26
	mr      r12,r31
	lwz     r11,136(r1)
	li      r9,-19
	li      r10,2
	mr      r7,r22
	mr      r27,r6
	mr      r8,r24
	mr      r6,r14
	b       .L71
.L91:
	rldicl  r3,r24,59,3
	mr      r27,r6
	rotldi  r8,r3,5
	mr      r3,r26
	std     r8,0(r6)
	mr      r12,r31
	li      r9,-19
	li      r10,2
	lwz     r11,136(r1)
	mr      r7,r22
	mr      r6,r14
	b       .L71
.L92:
	lbz     r4,283(r1)
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+lt,gt
	blt     cr5,.L93
	ld      r4,240(r1)
	std     r4,0(r28)
	stw     r16,8(r28)
.L93:
	bge     cr3,.L94
	mr      r2,r2
.L94:
	ld      r5,160(r1)
	rlwinm  r22,r15,0,31,29
	bso     cr2,.L95
	addi    r22,r22,32
.L95:
	srwi    r4,r15,3
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+eq,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	bgt     cr5,.L100
	mr      r26,r3
	ld      r3,112(r1)
	mr      r20,r11
	std     r3,304(r1)
	addi    r3,r1,304
	std     r12,152(r1)
	std     r7,128(r1)
	std     r5,160(r1)
	stw     r23,312(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L96
	ori     r22,r22,8
	crset   4*cr5+lt
	mr      r3,r26
	ld      r5,160(r1)
	li      r9,-19
	li      r10,2
	ld      r7,128(r1)
	mr      r11,r20
	ld      r12,152(r1)
	b       .L100
.L96:
	srwi    r6,r15,5
	ld      r7,128(r1)
	mr      r3,r26
	cmplwi  r6,8
	mr      r5,r6
	ld      r12,152(r1)
	li      r9,-19
	li      r10,2
	mr      r11,r20
	bge     .L102
	cmplwi  r6,0
	mr      r6,r31
	bne     .L103
.L97:
	cmplw   r4,r6
	blt     .L99
.L98:
	ori     r22,r22,8
.L99:
	ld      r5,160(r1)
	crnot   4*cr5+lt,lt
.L100:
	cmplw   r22,r15
	beq     .L105
.L101:
	lwarx   r20,0,r30
	cmplw   r20,r15
	bne-    .L104
	stwcx.  r22,0,r30
	crset   4*cr5+gt
	bne-    .L101
	ble     cr5,.L16
	b       .L105
.L102:
	li      r5,8
	cmplwi  r6,0
	mr      r6,r31
	beq     .L97
.L103:
	mulli   r5,r5,15625
	slwi    r6,r5,5
	cmplw   r4,r6
	bge     .L98
	b       .L99
.L104:
	b       .L16
.L105:
	andi.   r4,r22,4
	cror    4*cr2+eq,4*cr2+eq,4*cr5+lt
	crset   4*cr2+so
	bne     .L13
	b       .L107
	nop
	nop
.L106:
	li      r21,-17
	li      r19,-31
	bne     cr2,.L14
	b       .L15
.L107:
	mr      r18,r31
	mr      r19,r7
	mr      r20,r5
	mr      r26,r11
	mr      r24,r12
	mr      r21,r3
	bne     cr3,.L108
	bl      <<std::time::Instant>::now>
	nop
	std     r3,112(r1)
	mr      r23,r4
.L108:
	li      r8,2
	beq     cr2,.L109
	li      r8,1
.L109:
	clrldi  r4,r22,32
	mr      r3,r30
	mr      r6,r29
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	li      r3,39
	stw     r16,184(r1)
	crset   4*cr2+so
	mr      r12,r24
	li      r9,-19
	li      r10,2
	stw     r29,200(r1)
	mr      r11,r26
	mr      r5,r20
	stw     r29,216(r1)
	mr      r7,r19
	mr      r31,r18
	stw     r29,232(r1)
	stdx    r16,r25,r3
	mr      r3,r21
	std     r16,0(r25)
	std     r16,8(r25)
	std     r16,16(r25)
	std     r16,24(r25)
	std     r16,32(r25)
	lwz     r22,0(r30)
	b       .L12
.L110:
	bge     cr3,.L111
	mr      r2,r2
.L111:
	ld      r31,456(r1)
	ld      r30,448(r1)
	ld      r29,440(r1)
	ld      r28,432(r1)
	ld      r27,424(r1)
	ld      r26,416(r1)
	ld      r25,408(r1)
	ld      r24,400(r1)
	ld      r23,392(r1)
	ld      r22,384(r1)
	ld      r21,376(r1)
	ld      r20,368(r1)
	ld      r19,360(r1)
	ld      r18,352(r1)
	ld      r17,344(r1)
	ld      r16,336(r1)
	ld      r15,328(r1)
	ld      r14,320(r1)
	addi    r1,r1,464
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr
.L112:
	mr      r5,r7
	ld      r4,0(r4)
	subfc   r7,r4,r5
	addze.  r8,r6
	beq     .L6
.L113:
	mr      r6,r7
	cmpdi   r4,-1
	bne     .L7
	b       .L8
.L114:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error>
	nop
	addis   r4,r2,-4
	addis   r5,r2,-2
	addis   r7,r2,-2
	stw     r3,288(r1)
	addi    r3,r4,29871
	addi    r6,r5,18976
	addi    r7,r7,19008
	addi    r5,r1,288
	li      r4,43
	bl      <core::result::unwrap_failed>
